/**
 * The label/value table of the staff notifications. Values a visitor typed are isolated
 * (dir="auto"), so an Arabic name or job title keeps its own direction inside the English
 * mail and cannot reorder the label next to it.
 */
import { createElement as h, type ReactNode } from 'react';
import { colors } from './tokens.ts';

export interface FieldRow {
  label: string;
  value: ReactNode;
}

const cell = {
  padding: '8px 12px',
  borderBottom: `1px solid ${colors.line}`,
  fontSize: '15px',
  lineHeight: '22px',
  verticalAlign: 'top',
  textAlign: 'left',
} as const;

export function FieldsTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  return h(
    'table',
    {
      className: 'fields',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      style: { borderCollapse: 'collapse', width: '100%', margin: '0 0 20px' },
    },
    h('caption', { style: { textAlign: 'left', fontSize: '13px', color: colors.inkSoft, padding: '0 0 6px' } }, caption),
    h(
      'tbody',
      null,
      ...rows.map((row) =>
        h(
          'tr',
          { key: row.label },
          h(
            'th',
            { scope: 'row', style: { ...cell, width: '30%', color: colors.inkSoft, fontWeight: 600, backgroundColor: colors.surfaceAlt } },
            row.label,
          ),
          h('td', { style: { ...cell, color: colors.ink } }, row.value),
        ),
      ),
    ),
  );
}

/** What a visitor typed, isolated from the text around it. */
export function Typed({ children }: { children: string }) {
  return h('span', { dir: 'auto' }, children);
}

/** `+971 50 123 4567` → `tel:+971501234567`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
