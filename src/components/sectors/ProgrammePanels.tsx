import type { PharmacyContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BulletList } from '../ui/BulletList.tsx';
import { TabPanel } from '../ui/TabPanel.tsx';
import { Paragraphs } from './Paragraphs.tsx';

/** The pharmacy page's two programme panels, static, for the Tabs island. */
export function ProgrammePanels({ locale, programmes }: { locale: Locale; programmes: PharmacyContent['programmes'] }) {
  return (
    <>
      {programmes.map((programme, i) => (
        <TabPanel key={programme.id} id={programme.id} first={i === 0}>
          <h3 className="mb-3 text-xl font-semibold text-brand-900">{programme.heading}</h3>
          <Paragraphs items={programme.paragraphs} locale={locale} className="mb-5 grid gap-3 text-ink-soft" />
          <BulletList items={programme.items} locale={locale} />
        </TabPanel>
      ))}
    </>
  );
}
