import { wait } from '../../shared/lib/wait';

/** How long a blocked request's violation report is waited for; the browser files it at once. */
const REPORT_WAIT_MS = 400;

/**
 * The origins among `urls` that this page's Content-Security-Policy (`connect-src`: the service's CONNECT_SRC setting)
 * does not let the dashboard call. Found by trying: a request the policy blocks fails at once and the browser reports
 * the violation (`securitypolicyviolation`); one it lets through goes out (a HEAD without credentials or key, its
 * answer unread, not waited for). Without this, such a profile fails every request as "cannot be reached".
 */
export async function originsBlockedByPolicy(urls: readonly string[]): Promise<string[]> {
  const origins = [...new Set(urls.flatMap((url) => originOf(url) ?? []))].filter((origin) => origin !== window.location.origin);
  if (origins.length === 0) return [];
  const blocked = new Set<string>();
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    const origin = originOf(event.blockedURI);
    if (origin) blocked.add(origin);
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  try {
    const tries = origins.map((origin) => fetch(origin, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).catch(() => undefined));
    await Promise.race([Promise.all(tries), wait(REPORT_WAIT_MS)]);
    // A blocked request's report is filed in a task of its own, after its failure.
    await wait(50);
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
  return origins.filter((origin) => blocked.has(origin));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
