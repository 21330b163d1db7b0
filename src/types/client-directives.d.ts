// The project's own hydration directive (src/directives/on-interaction.ts, registered in astro.config.ts).
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on first interaction; the value lists query parameters that hydrate at once. */
      'client:interaction'?: boolean | string;
    }
  }
}
export {};
