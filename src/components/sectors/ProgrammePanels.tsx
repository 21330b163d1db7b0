import type { PharmacyContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { TabPanel } from '../ui/TabPanel.tsx';
import { CollapsibleList } from '../ui/CollapsibleList.tsx';
import { Paragraphs } from './Paragraphs.tsx';

/** The pharmacy page's two programme panels, static, for the Tabs island. */
export function ProgrammePanels({ locale, programmes }: { locale: Locale; programmes: PharmacyContent['programmes'] }) {
  return (
    <>
      {programmes.map((programme, i) => (
        <TabPanel key={programme.id} id={programme.id} first={i === 0}>
          <h3 className="heading-block mb-3">{programme.heading}</h3>
          <Paragraphs items={programme.paragraphs} locale={locale} className="sector-text mb-5" />
          <CollapsibleList items={programme.items} locale={locale} columns />
        </TabPanel>
      ))}
    </>
  );
}
