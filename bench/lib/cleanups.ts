/** What the bench started (servers, nginx, the build snapshot), stopped in reverse order at the end, also on Ctrl-C. */

export type Cleanup = () => Promise<void> | void;

export class Cleanups {
  private readonly list: Cleanup[] = [];
  interrupted = false;

  push(fn: Cleanup): void {
    this.list.push(fn);
  }

  /** For what was already stopped in the normal course. */
  forget(fn: Cleanup): void {
    const i = this.list.indexOf(fn);
    if (i >= 0) this.list.splice(i, 1);
  }

  async run(): Promise<void> {
    for (let fn = this.list.pop(); fn; fn = this.list.pop()) {
      try {
        await fn();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  }

  /** SIGINT/SIGTERM stop what the bench started, then exit 130. */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        this.interrupted = true;
        console.error(`\n${signal}: stopping what the bench started…`);
        void this.run().then(() => process.exit(130));
      });
    }
  }
}
