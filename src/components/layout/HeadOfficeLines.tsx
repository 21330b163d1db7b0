import { displayPhone } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { headOffice, headOfficeLines, site } from '../../site.config.ts';
import { Icon } from '../ui/Icon.tsx';
import { Ltr } from '../ui/Ltr.tsx';

/** A telephone or e-mail link (styles/footer.css): at least 24 px tall, underlined on hover. */
const link = 'footer-link gap-2';

/**
 * The head office's telephone lines under its name, each labelled with what it is for, its number
 * the link (branches.json `phoneLines`), then the e-mail address: in the footer and at the foot of
 * the phone menu. One markup in both, byte for byte, so a page's HTML pays for it about once
 * (the menu's colours: styles/header.css).
 */
export function HeadOfficeLines({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <>
      <dl className="text-sm">
        <dt className="mb-1 font-semibold" data-testid="phone-label">
          {t('footer.headOffice', { city: headOffice.city[locale] })}
        </dt>
        {headOfficeLines.map(({ phone, kind }) => (
          <dd key={phone} className="mb-1 flex flex-wrap items-center gap-x-2">
            {/* What the line is for, then its number (the link: its text the number alone); in a
                narrow column the number goes under its label. */}
            {kind && <span className="min-w-18 text-brand-100">{t(`phoneLine.${kind}`)}</span>}
            <a href={`tel:${phone}`} className={link}>
              {!kind && <Icon name="phone" className="size-4 text-brand-100" />}
              <Ltr nowrap>{displayPhone(phone)}</Ltr>
            </a>
          </dd>
        ))}
      </dl>
      {/* One unbreakable run at every width (decision 0045; `Address`'s break before «@» is a
          <wbr>, which Chromium takes even under nowrap): in the footer from 40 to 64 rem it runs
          past its half column into the space under the shorter sectors list, adding no height. */}
      <a href={`mailto:${site.email}`} className={`${link} mt-1 whitespace-nowrap text-sm`}>
        <Icon name="mail" className="size-4 shrink-0 text-brand-100" />
        <Ltr nowrap>{site.email}</Ltr>
      </a>
    </>
  );
}
