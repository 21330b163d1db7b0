/**
 * What a stored snapshot becomes at send time: the HTML part and, from the same HTML, the
 * plain-text part (html-to-text through @react-email/render), so both always say the same
 * thing; the subject; and the logo the HTML shows.
 */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import { Acknowledgement, acknowledgementSubject } from './acknowledgement.ts';
import { HrNotification, hrSubject } from './hr-notification.ts';
import { SalesNotification, salesSubject } from './sales-notification.ts';
import type { EmailSnapshot } from '../email-snapshot.ts';
import type { PublishedContent } from '../../content/published-content.ts';

export interface RenderedEmail {
  html: string;
  text: string;
}

// Headings as written (html-to-text upper-cases them by default, which Arabic has no use
// for and English reads as shouting); the logo has no place in plain text.
const textSelectors = [
  ...plainTextSelectors,
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'th', options: { uppercase: false } },
  { selector: 'img', format: 'skip' },
  { selector: 'caption', format: 'skip' },
  { selector: 'table.fields', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 120 } },
  // The number or address is the link's text already.
  { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
  // What a visitor typed keeps its own direction in plain text too (FSI … PDI).
  { selector: 'span[dir="auto"]', format: 'isolate' },
];

interface Builder {
  addInline(text: string): void;
}
const formatters = {
  isolate: (elem: { children: unknown[] }, walk: (nodes: unknown[], builder: Builder) => void, builder: Builder) => {
    builder.addInline('\u2068');
    walk(elem.children, builder);
    builder.addInline('\u2069');
  },
};

function element(snapshot: EmailSnapshot, logoSrc: string, content: PublishedContent) {
  switch (snapshot.template) {
    case 'sales-notification':
      return h(SalesNotification, { ...snapshot.props, logoSrc });
    case 'hr-notification':
      return h(HrNotification, { ...snapshot.props, logoSrc, content });
    case 'acknowledgement':
      return h(Acknowledgement, { ...snapshot.props, logoSrc, content });
  }
}

/** Lets pending I/O (a visitor's POST) run between the CPU-bound steps of a render in the server's loop. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `content`: the server's published content at send time (positions' titles, branches' hours);
 * previews and unit tests pass `checkoutContent()` explicitly (no silent fallback).
 */
export async function renderEmail(
  snapshot: EmailSnapshot,
  options: { logoSrc: string; content: PublishedContent },
): Promise<RenderedEmail> {
  await yieldToLoop();
  const html = await render(element(snapshot, options.logoSrc, options.content));
  await yieldToLoop();
  const text = toPlainText(html, { selectors: textSelectors, formatters, wordwrap: false }).trim();
  return { html, text };
}

// An e-mail's subject, from the same snapshot its body is rendered from, at send time: the
// lead side stores data only (decision 0032), and the subject always matches the body's title.
// `content` names the position as the body does (the published titles, decision 0038); it is
// required so that no caller sends the checkout's words by forgetting it.

export function emailSubject(snapshot: EmailSnapshot, content: PublishedContent): string {
  switch (snapshot.template) {
    case 'sales-notification':
      return salesSubject(snapshot.props);
    case 'hr-notification':
      return hrSubject(snapshot.props, content);
    case 'acknowledgement':
      return acknowledgementSubject(snapshot.props.kind, snapshot.props.locale);
  }
}

// The logo PNG (scripts/email-logo.ts makes it from the site's SVG), attached inline by Content-ID.

export const logoCid = 'logo@ascon-erp.com';
let bytes: Buffer | undefined;

export function logoPng(): Buffer {
  bytes ??= readFileSync(new URL('./logo.png', import.meta.url));
  return bytes;
}

/** For a file opened in a browser (the preview), where no Content-ID resolves. */
export function logoDataUrl(): string {
  return `data:image/png;base64,${logoPng().toString('base64')}`;
}
