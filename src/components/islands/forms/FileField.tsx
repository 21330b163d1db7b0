import { useEffect, useRef, useState } from 'react';
import { interpolate } from '../../../i18n/interpolate.ts';
import type { Locale } from '../../../i18n/locales.ts';

export interface FileFieldStrings {
  /** The button: "Choose a file" / «اختر ملفًا». */
  choose: string;
  /** Status before a file is chosen: "No file chosen". */
  none: string;
  /** Status once a file is chosen, without JavaScript (the name needs the island): "File chosen". */
  chosen: string;
  /** "{size, plural, …}" in kilobytes and megabytes. */
  sizeKb: string;
  sizeMb: string;
}

interface FileFieldProps {
  /** The ids and ARIA wiring from `Field` (rendered with `ownLabel`). */
  control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  name: string;
  accept: string;
  locale: Locale;
  strings: FileFieldStrings;
}

interface Chosen {
  name: string;
  size: number;
}

/** 153,600 bytes → "150 KB"; 1,572,864 → "1.5 MB" (whole kilobytes, at least 1, under 1000; else megabytes to one decimal). */
export function fileSizeText(bytes: number, strings: Pick<FileFieldStrings, 'sizeKb' | 'sizeMb'>, locale: Locale): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  if (kb < 1000) return interpolate(strings.sizeKb, { size: kb }, locale);
  return interpolate(strings.sizeMb, { size: Math.round((bytes / 1024 / 1024) * 10) / 10 }, locale);
}

/** "my cv.final.pdf" → ["my cv.final", ".pdf"]: the extension stays visible when the name is cut. */
export function splitExtension(fileName: string): [string, string] {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || fileName.length - dot > 6) return [fileName, ''];
  return [fileName.slice(0, dot), fileName.slice(dot)];
}

/**
 * A file input in the page's language and the site's style, rendered on the server: the real
 * `<input type="file">` stays in the form (visually hidden, still focusable and required), a
 * `<label for>` styled as a button opens the picker, and a status says what is chosen. Without
 * JavaScript CSS switches the status ("No file chosen" → "File chosen") on the input's
 * `:valid` (it is required); once hydrated it shows the file's name, bidi-isolated and cut with
 * an ellipsis before its extension, and its size. Focus on the input shows a ring on the button.
 */
export function FileField({ control, name, accept, locale, strings }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const read = (el: HTMLInputElement | null) => {
    const file = el?.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
  };
  // A file picked before the island hydrated (client:interaction) is kept by the input: show it.
  useEffect(() => read(input.current), []);
  // The form's reset (after a successful send) clears the input without a change event.
  useEffect(() => {
    const form = input.current?.form;
    const onReset = () => setChosen(null);
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, []);

  const { id } = control;
  const statusId = `${id}-status`;
  const [stem, extension] = chosen ? splitExtension(chosen.name) : ['', ''];
  return (
    <div className="group/file flex flex-wrap items-center gap-x-3 gap-y-2">
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        required
        accept={accept}
        className="peer sr-only"
        aria-invalid={control['aria-invalid']}
        aria-labelledby={`${id}-label ${id}-choose`}
        aria-describedby={[statusId, control['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => read(event.currentTarget)}
      />
      <label
        id={`${id}-choose`}
        htmlFor={id}
        className="inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-md border border-brand-600 bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 peer-focus:outline-3 peer-focus:outline-offset-2 peer-focus:outline-brand-600 peer-aria-invalid:border-danger-700"
        data-testid="cv-choose"
      >
        {strings.choose}
      </label>
      {/* `contain: inline-size`: a long file name never widens the form (it is cut to the space left). */}
      <span
        id={statusId}
        className="flex min-w-0 flex-[1_1_10rem] items-baseline gap-1.5 text-sm text-ink-soft [contain:inline-size]"
        aria-live="polite"
        data-testid="cv-status"
      >
        {chosen ? (
          <>
            <bdi dir="auto" className="flex min-w-0 font-medium text-ink" title={chosen.name} data-testid="cv-file-name">
              <span className="truncate">{stem}</span>
              <span className="shrink-0">{extension}</span>
            </bdi>
            <span className="shrink-0 whitespace-nowrap" data-testid="cv-file-size">
              ({fileSizeText(chosen.size, strings, locale)})
            </span>
          </>
        ) : (
          <>
            <span className="group-has-[input:valid]/file:hidden">{strings.none}</span>
            <span className="hidden group-has-[input:valid]/file:inline">{strings.chosen}</span>
          </>
        )}
      </span>
    </div>
  );
}
