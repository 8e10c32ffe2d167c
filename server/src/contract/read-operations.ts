import { toPointer } from './json-pointer';
import {
  resolveLocal,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiRequestBody,
  type OpenApiResponse,
  type SecurityRequirement,
} from './openapi-document';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ParameterSpec {
  /** Name as written in the contract, e.g. `institutionId` or `customer-id`. */
  name: string;
  required: boolean;
  /** Pointer to the parameter's schema, or null when it declares none. */
  schemaPointer: string | null;
  /** The schema's `default` (undefined when none); filled in for absent query parameters. */
  defaultValue: unknown;
}

export interface RequestBodySpec {
  required: boolean;
  contentTypes: string[];
  /** Pointer to the JSON schema of the body (first JSON media type that declares one). */
  schemaPointer: string | null;
}

export interface ResponseSpec {
  /** Pointer to the JSON schema of the response body, or null when the response has no JSON body. */
  schemaPointer: string | null;
}

/** An API-key requirement: the header that must carry a key. Null security means the operation is public. */
export interface ApiKeySecurity {
  schemeName: string;
  headerName: string;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Path template as written in the contract, e.g. `/api/Project/{institutionId}`. */
  path: string;
  pathParams: ParameterSpec[];
  queryParams: ParameterSpec[];
  /** Request headers the contract declares as parameters (e.g. Idempotency-Key), by their contract names. */
  headerParams: ParameterSpec[];
  requestBody: RequestBodySpec | null;
  /** Keyed by status as written: `200`, `4XX`, `default`. */
  responses: Map<string, ResponseSpec>;
  security: ApiKeySecurity | null;
}

const JSON_MEDIA_TYPE = /^(application\/(?:[\w.+-]+\+)?json|text\/json)(?:\s*;.*)?$/i;

function isJsonMediaType(mediaType: string): boolean {
  return JSON_MEDIA_TYPE.test(mediaType) || mediaType === 'application/*+json';
}

function jsonSchemaPointer(content: Record<string, { schema?: unknown }> | undefined, contentPointer: string): string | null {
  if (!content) return null;
  for (const [mediaType, media] of Object.entries(content)) {
    if (isJsonMediaType(mediaType) && media && media.schema !== undefined) {
      return `${contentPointer}${toPointer([mediaType, 'schema'])}`;
    }
  }
  return null;
}

function readParameters(
  document: OpenApiDocument,
  pathItem: Record<string, unknown>,
  operation: OpenApiOperation,
  pathPointer: string,
  operationPointer: string,
): OpenApiParameterWithPointer[] {
  const byKey = new Map<string, OpenApiParameterWithPointer>();
  const collect = (list: unknown, listPointer: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, index) => {
      const { value, pointer } = resolveLocal<OpenApiParameter>(document, raw, `${listPointer}/${index}`);
      byKey.set(`${value.in}:${value.name}`, { ...value, pointer });
    });
  };
  collect(pathItem.parameters, `${pathPointer}/parameters`);
  collect(operation.parameters, `${operationPointer}/parameters`);
  return [...byKey.values()];
}

interface OpenApiParameterWithPointer extends OpenApiParameter {
  pointer: string;
}

function toParameterSpec(document: OpenApiDocument, parameter: OpenApiParameterWithPointer): ParameterSpec {
  const schemaPointer = parameter.schema === undefined ? null : `${parameter.pointer}/schema`;
  const schema = schemaPointer ? resolveLocal<{ default?: unknown }>(document, parameter.schema, schemaPointer).value : undefined;
  return {
    name: parameter.name,
    required: parameter.in === 'path' ? true : parameter.required === true,
    schemaPointer,
    defaultValue: schema && typeof schema === 'object' ? schema.default : undefined,
  };
}

function readSecurity(document: OpenApiDocument, requirements: SecurityRequirement[] | undefined, where: string): ApiKeySecurity | null {
  const list = requirements ?? document.security ?? [];
  if (list.length === 0 || list.some((r) => Object.keys(r).length === 0)) return null;
  const schemeNames = [...new Set(list.flatMap((r) => Object.keys(r)))];
  if (schemeNames.length !== 1) {
    throw new Error(`Contract: ${where} combines security schemes ${schemeNames.join(', ')}; only one API-key scheme is supported.`);
  }
  const schemeName = schemeNames[0];
  const scheme = document.components?.securitySchemes?.[schemeName];
  if (scheme === undefined) throw new Error(`Contract: ${where} uses undefined security scheme "${schemeName}".`);
  const resolved = resolveLocal<{ type?: string; in?: string; name?: string }>(
    document,
    scheme,
    toPointer(['components', 'securitySchemes', schemeName]),
  ).value;
  if (resolved.type !== 'apiKey' || resolved.in !== 'header' || !resolved.name) {
    throw new Error(`Contract: security scheme "${schemeName}" must be an apiKey in a header.`);
  }
  return { schemeName, headerName: resolved.name.toLowerCase() };
}

/** Every operation of the contract with pointers to its schemas, in document order. */
export function readOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const seenIds = new Set<string>();
  for (const [path, rawPathItem] of Object.entries(document.paths ?? {})) {
    const pathPointer = toPointer(['paths', path]);
    const pathItem = resolveLocal<Record<string, unknown>>(document, rawPathItem, pathPointer).value;
    for (const method of HTTP_METHODS) {
      const rawOperation = pathItem[method];
      if (rawOperation === undefined) continue;
      const operationPointer = `${pathPointer}/${method}`;
      const operation = rawOperation as OpenApiOperation;
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) throw new Error(`Contract: ${where} has no operationId.`);
      if (seenIds.has(operation.operationId)) throw new Error(`Contract: operationId ${operation.operationId} is used twice.`);
      seenIds.add(operation.operationId);

      const parameters = readParameters(document, pathItem, operation, pathPointer, operationPointer);
      const pathParams = parameters.filter((p) => p.in === 'path').map((p) => toParameterSpec(document, p));
      const templateNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of templateNames) {
        if (!pathParams.some((p) => p.name === name)) {
          throw new Error(`Contract: ${where} has path parameter {${name}} without a parameter definition.`);
        }
      }
      // Keep template order, which is also the order of the Fastify route's parameters.
      pathParams.sort((a, b) => templateNames.indexOf(a.name) - templateNames.indexOf(b.name));

      let requestBody: RequestBodySpec | null = null;
      if (operation.requestBody !== undefined) {
        const { value, pointer } = resolveLocal<OpenApiRequestBody>(document, operation.requestBody, `${operationPointer}/requestBody`);
        requestBody = {
          required: value.required === true,
          contentTypes: Object.keys(value.content ?? {}),
          schemaPointer: jsonSchemaPointer(value.content, `${pointer}/content`),
        };
      }

      const responses = new Map<string, ResponseSpec>();
      for (const [status, rawResponse] of Object.entries(operation.responses ?? {})) {
        const { value, pointer } = resolveLocal<OpenApiResponse>(document, rawResponse, `${operationPointer}/responses/${status}`);
        responses.set(status, { schemaPointer: jsonSchemaPointer(value.content, `${pointer}/content`) });
      }

      operations.push({
        operationId: operation.operationId,
        method,
        path,
        pathParams,
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => toParameterSpec(document, p)),
        headerParams: parameters.filter((p) => p.in === 'header').map((p) => toParameterSpec(document, p)),
        requestBody,
        responses,
        security: readSecurity(document, operation.security, where),
      });
    }
  }
  return operations;
}
