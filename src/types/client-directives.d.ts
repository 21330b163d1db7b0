// The project's own hydration directives (src/directives/, registered in astro.config.ts).
declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:afterload'?: boolean;
      /** Hydrate on first interaction; the value lists query parameters that hydrate at once. */
      'client:interaction'?: boolean | string;
    }
  }
}
export {};
