/**
 * Arabic fields typed right to left in the editor. Keystatic's text field has no direction
 * option (decision 0028), so each Arabic text field's input is wrapped in `dir="rtl"`: the
 * label, the caret and the alignment follow Arabic; values, validation and files are unchanged.
 */
import { createElement, type ComponentType } from 'react';
import type { ComponentSchema } from '@keystatic/core';

type Node = ComponentSchema & {
  kind: string;
  fields?: Record<string, Node>;
  element?: Node;
  Input?: ComponentType<object>;
  defaultValue?: () => unknown;
  formKind?: string;
};

function wrap(field: Node): Node {
  const Input = field.Input;
  // Text only: a choice list or an image keeps the page's direction.
  // (Keystatic marks its text fields `formKind: 'slug'`, as any of them may name a file.)
  if (
    !Input ||
    (field.formKind !== undefined && field.formKind !== 'slug') ||
    typeof field.defaultValue?.() !== 'string' ||
    'options' in field
  )
    return field;
  return { ...field, Input: (props: object) => createElement('div', { dir: 'rtl', lang: 'ar' }, createElement(Input, props)) } as Node;
}

/** `whole`: every text field (an Arabic page); otherwise only the fields under an `ar` key (`name.ar`, a position's `ar`). */
export function rightToLeft<T extends Record<string, ComponentSchema>>(fields: T, whole = false): T {
  const visit = (node: Node, arabic: boolean): Node => {
    if (node.kind === 'object')
      return {
        ...node,
        fields: Object.fromEntries(Object.entries(node.fields ?? {}).map(([k, f]) => [k, visit(f, arabic || k === 'ar')])),
      } as Node;
    if (node.kind === 'array' && node.element) return { ...node, element: visit(node.element, arabic) } as Node;
    return arabic && node.kind === 'form' ? wrap(node) : node;
  };
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, visit(f as Node, whole || k === 'ar')])) as T;
}
