/**
 * Boolean operations (UpdateProject, GenerateRegistryExtractV2, CreateMintTokenRequest, SendTokenMetadataOnChain,
 * SaveCustomerKyc, …) answer `200 { data: true }` when they did what was asked. The interface lets the real service
 * answer `200 { data: false }` instead (possibly with `errors`): the operation did NOT happen. Both generated
 * clients run every JSON success answer through `rejectDeclinedAnswer` (wired as the clients' `responseValidator`
 * in clients.ts), so such an answer rejects the call like any other failure and reaches the screen as an
 * ApiFailure of kind 'rejected' — no screen has to remember to look at `data`.
 */
export class DeclinedAnswer extends Error {
  readonly envelope: unknown;

  constructor(envelope: unknown) {
    super('The service answered data: false');
    this.name = 'DeclinedAnswer';
    this.envelope = envelope;
  }
}

/** A success envelope whose `data` is exactly `false` (only boolean operations can carry `false` there). */
export function isDeclinedAnswer(body: unknown): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && (body as { data?: unknown }).data === false;
}

/** The clients' responseValidator: throws a DeclinedAnswer for `data: false`, lets everything else through. */
export async function rejectDeclinedAnswer(body: unknown): Promise<void> {
  if (isDeclinedAnswer(body)) throw new DeclinedAnswer(body);
}
