/**
 * ASCON_RESTART in the deploy test: `systemctl restart ascon@N` for the test's own instances.
 * Asks the test's supervisor (instances.ts) to stop instance N and start it again; exits 0
 * once it has been started (like systemctl for a Type=simple unit), 1 otherwise.
 */
const url = process.argv[2];
if (!url) throw new Error('usage: restart-instance.ts http://127.0.0.1:PORT/restart/N');
const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(60_000) });
process.stdout.write(await response.text());
process.exit(response.ok ? 0 : 1);

export {};
