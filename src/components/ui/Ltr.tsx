import type { ReactNode } from 'react';

/** Phone numbers, e-mails and URLs stay left-to-right inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
