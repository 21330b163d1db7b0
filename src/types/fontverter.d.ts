// fontverter 2 ships no types; the one call scripts/fonts/build-subsets.ts makes (and the font test).
declare module 'fontverter' {
  type Format = 'truetype' | 'sfnt' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
