// `npm run typecheck`, after `astro check`: what astro check leaves out. astro check type-checks
// every file tsconfig.json includes (.astro, .ts, .tsx: server/, tests/, scripts/, bench/), one
// file at a time, so it never reports the diagnostics that belong to no file: tsconfig.json's own
// (an unknown or conflicting option, a `types` entry not installed) and the program's global ones
// (a missing lib). `tsc --noEmit` would report these too, but only after checking every file a
// second time (about half of the step's time); here the program is built, not checked.
import ts from 'typescript';

const configFile = 'tsconfig.json';
const parseHost: ts.ParseConfigFileHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]),
};
const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, parseHost);
if (parsed) {
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  report([...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]);
  console.log(`${configFile}: no option or global type error (${parsed.fileNames.length} files)`);
}

function report(diagnostics: readonly ts.Diagnostic[]): void {
  if (!diagnostics.length) return;
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
