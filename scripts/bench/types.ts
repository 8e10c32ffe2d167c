/** One line of the bench table: a figure beside its goal. */
export interface BenchRow {
  /** What is measured, e.g. "/projects" or "PostgreSQL, 50 connections". */
  subject: string;
  /** Which figure, e.g. "compressed JS" or "throughput vs bare". */
  metric: string;
  /** The measured figure, formatted for people. */
  value: string;
  /** The goal as people read it ("≤ 160 KB"), or "" for a figure reported without one. */
  goal: string;
  /** Whether the goal is met; null when the row has no goal. */
  ok: boolean | null;
}

export interface BenchContext {
  /** The first port this bench may use; each module takes ports from `nextPort()`. */
  nextPort(): number;
  /** An admin PostgreSQL URL, or null when PostgreSQL is not available (the reason is in `postgresSkip`). */
  postgresAdminUrl: string | null;
  postgresSkip: string | null;
  log(message: string): void;
}

/** One measured area. Modules run one after another; each starts and stops what it needs. */
export interface BenchModule {
  name: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}
