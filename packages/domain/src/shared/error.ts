/**
 * Errors are values in the core. Each has a stable, namespaced code (`DEAL.SOLD_OUT`) that the
 * edges map to an HTTP status and to the spec's message in one table each.
 */
export interface DomainError<Code extends string = string> {
  readonly code: Code;
  /** A plain sentence for logs and developers; user-facing copy lives in each family's messages. */
  readonly detail: string;
}

export const domainError = <Code extends string>(code: Code, detail: string): DomainError<Code> => ({
  code,
  detail,
});
