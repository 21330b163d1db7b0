import type { SocialNetwork } from '../../site.config.ts';

/** Simplified monochrome marks of the four networks (lucide no longer ships brand icons). */
const paths: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path
      d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.9c0-.5.3-.9.5-.9Z"
      fill="currentColor"
      stroke="none"
    />
  ),
  x: <path d="M4.5 4h4.3l10.7 16h-4.3Zm14.7 0-5.9 6.9m-2.6 3L4.8 20" fill="none" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" />
      <circle cx="12" cy="12" r="4" fill="none" />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" />
      <path d="m10 9 5 3-5 3Z" fill="currentColor" stroke="none" />
    </>
  ),
};

/** A network's mark: sized and stroked by `.social-links svg` (styles/icons-and-prose.css). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      {paths[network]}
    </svg>
  );
}
