export interface RunSummary {
  readonly passed: number;
  readonly failed: number;
  readonly failures: readonly string[];
}
export declare const vitestSummary: (report: unknown, root: string) => RunSummary;
export declare const playwrightSummary: (report: unknown) => RunSummary;
export declare const nodeTestSummary: (tap: string, where: string, exitCode?: number) => RunSummary;
