import type { ReactNode } from 'react';

/**
 * Phone numbers, e-mails, URLs and clock times stay left-to-right inside Arabic text, isolated
 * from the words around them. `nowrap`: the run never breaks inside (a phone number, a time).
 */
export function Ltr({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <bdi dir="ltr" className={nowrap ? 'nowrap-run' : undefined}>
      {children}
    </bdi>
  );
}

/**
 * An e-mail address or host name that may wrap only before its «@» (never at the hyphen of
 * `ascon-erp.com` nor inside a word): two unbreakable halves with a break opportunity between.
 */
export function Address({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0) return <Ltr nowrap>{value}</Ltr>;
  return (
    <Ltr>
      <span className="nowrap-run">{value.slice(0, at)}</span>
      <wbr />
      <span className="nowrap-run">{value.slice(at)}</span>
    </Ltr>
  );
}
