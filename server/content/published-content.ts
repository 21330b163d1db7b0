/**
 * The content the server uses itself, beside the built pages: the job positions (the check of
 * `position`, their titles in HR's mail and the acknowledgement), the branches (phones and
 * hours in the acknowledgement), the contact page's words for those hours and the business
 * claims the acknowledgement repeats (reply and shortlist times). One value, read
 * from a source tree's src/content/ at start and, under local publishing, again from the
 * content each swapped-in release was built from, so the server's checks and its mails follow
 * the same publish (decisions 0037, 0038). Only the server reads it, so it lives here; the
 * site builds the same files through its content collections.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { loadPositions, type Position } from '../../src/content/positions.ts';
import { readJsonFile } from '../../src/content/read-json-file.ts';
import { claimsFileSchema } from '../../src/content/schemas/claims.ts';
import { branchesSchema, contactSchema, type Branch } from '../../src/content/schemas/contact.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export type { Branch };

export type BranchHoursWords = z.infer<typeof contactSchema>['branchHours'];

export interface PublishedContent {
  positions: readonly Position[];
  branches: readonly Branch[];
  /** How the contact page words a branch's hours ("Working hours", "{days}, {time} ({zone})"). */
  branchHours: Record<Locale, BranchHoursWords>;
  /** src/content/claims.json's values by name ({replyWorkingDays} in the mails' words). */
  claims: Readonly<Record<string, number>>;
}

/** The checkout's own content (a server without local publishing, the e-mail previews). */
const checkoutContentDir = fileURLToPath(new URL('../../src/content/', import.meta.url));

const branchHoursOnly = contactSchema.pick({ branchHours: true });

/** Reads it all; throws naming every file and field at fault (the server does not start, a rebuild is refused). */
export function readPublishedContent(contentDir: string = checkoutContentDir): PublishedContent {
  const { positions, problems } = loadPositions(join(contentDir, 'positions'));
  const branches = readJsonFile(join(contentDir, 'branches.json'), branchesSchema, problems);
  const en = readJsonFile(join(contentDir, 'contact/en.json'), branchHoursOnly, problems);
  const ar = readJsonFile(join(contentDir, 'contact/ar.json'), branchHoursOnly, problems);
  const claims = readJsonFile(join(contentDir, 'claims.json'), claimsFileSchema, problems);
  if (problems.length || !branches || !en || !ar || !claims) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  return {
    positions,
    branches: branches.branches,
    branchHours: { en: en.branchHours, ar: ar.branchHours },
    claims: Object.fromEntries(Object.entries(claims.claims).map(([name, claim]) => [name, claim.value])),
  };
}

let checkout: PublishedContent | undefined;

/** The checkout's content, read once: for callers with no server (scripts/email-preview.ts, unit tests). */
export function checkoutContent(): PublishedContent {
  return (checkout ??= readPublishedContent());
}

/**
 * The branch that answers an inquiry: the one with `branchId`, else the head office (a country no
 * branch serves). Inquiry routing (server/leads) and the acknowledgement template (server/mail)
 * both choose with it, so neither imports the other for it.
 */
export function answeringBranchIn<B extends { id: string; headOffice?: boolean }>(branches: readonly B[], branchId: string | null): B {
  return branches.find((b) => b.id === branchId) ?? branches.find((b) => b.headOffice) ?? branches[0]!;
}
