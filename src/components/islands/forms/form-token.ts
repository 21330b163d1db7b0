/**
 * Renews the form's time-trap token just before it is sent (server/leads/form-token/token.ts). The
 * server keeps the time the form was first served, so a form opened hours ago posts as
 * normal, and measures the wait on its own clock, not the visitor's. When the renewal fails
 * (offline for a moment), the post goes on with what it has: the cookie set with the page.
 * A token serves one sent message: after a success the form asks again (use-submit.ts), and
 * the server, seeing the used token, starts a new one.
 */
export async function renewFormToken(form: HTMLFormElement): Promise<void> {
  const field = form.elements.namedItem('formToken');
  if (!(field instanceof HTMLInputElement)) return;
  try {
    const response = await fetch('/api/form-token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ token: field.value }),
    });
    if (!response.ok) return;
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token === 'string') field.value = token;
  } catch {
    // Keep the current value; the server also reads the cookie.
  }
}
