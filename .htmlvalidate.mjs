/**
 * html-validate over every built page (tests/integration/built-pages.test.ts). The recommended
 * preset keeps its real rules (permitted content, unique ids, required attributes, ARIA,
 * tel-non-breaking, …); the only changes below are style rules about how React serialises
 * markup, and one landmark rule this tool cannot judge. A `.mjs` file rather than
 * `.htmlvalidate.json` so that each change carries its reason.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes `<img/>`, `required=""`, `hidden=""` and `popoverTarget`: serialisation
    // style, equivalent in HTML (attribute names are case-insensitive), not errors.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // `role="list"` on a styled <ul> is deliberate: Safari/VoiceOver drops list semantics when
    // list-style is none.
    'no-redundant-role': 'off',
    // The header has two "Main" navigations, the desktop bar and the phone menu; CSS shows one
    // at a time, so assistive technology never meets both. html-validate cannot see CSS; axe
    // (tests/e2e/a11y.spec.ts) checks landmark uniqueness on the rendered page.
    'unique-landmark': 'off',
  },
};
