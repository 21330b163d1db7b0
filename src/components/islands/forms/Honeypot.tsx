/** A field people never see or reach; bots fill it. The server stores such posts as spam. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor="hp-website">{label}</label>
      <input id="hp-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
