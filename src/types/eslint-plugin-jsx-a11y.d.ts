// The package ships no types, and @types/eslint-plugin-jsx-a11y pulls in a second eslint.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';
  const plugin: { flatConfigs: { recommended: { rules: Linter.RulesRecord } } };
  export default plugin;
}
