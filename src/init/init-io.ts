/** What `ofage init` talks to; injected so that tests need no terminal. */
export interface InitIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Standard input is a terminal: missing values are asked for instead of refused. */
  interactive: boolean;
  /** Asks one question; `secret` answers are not shown as they are typed. */
  ask: (question: string, options?: { secret?: boolean }) => Promise<string>;
  /** 32 random bytes, base64url: the new `OFAGE_SECRET`. */
  randomSecret: () => string;
  fetch?: typeof fetch;
}
