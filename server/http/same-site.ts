/**
 * Whether a state-changing request was made by another site's page (a cross-site form post or
 * fetch that would make our visitors' browsers submit leads). Browsers send Sec-Fetch-Site;
 * older ones send Origin on POST. Requests with neither (old browsers, curl, server-to-server)
 * are not a browser acting for another site, and pass.
 */
import type { FastifyRequest } from 'fastify';

export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'same-site' || fetchSite === 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}
