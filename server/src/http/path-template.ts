/**
 * Converts a contract path template into a Fastify route URL. Contract parameter names may contain characters
 * Fastify does not allow (`{customer-id}`), so parameters become positional (`:p0`, `:p1`) and `names` maps
 * them back to the contract names in order.
 */
export interface RouteTemplate {
  url: string;
  names: string[];
}

export function toRouteTemplate(path: string): RouteTemplate {
  const names: string[] = [];
  const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    names.push(name);
    return `:p${names.length - 1}`;
  });
  return { url, names };
}

/** Fastify's positional params (`p0`, `p1`) keyed back by the contract's names. */
export function contractParams(names: readonly string[], fastifyParams: Record<string, string | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = fastifyParams[`p${index}`] ?? '';
  });
  return params;
}
