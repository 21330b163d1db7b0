/**
 * Reads the files deploy/ ships the way systemd does: a unit file as sections of `Key=value`
 * lines (a key may repeat), an EnvironmentFile as `KEY=value` lines. Small on purpose: the
 * tests check what the units say, and `systemd-analyze verify` (where present) checks the rest.
 */
import { readFileSync } from 'node:fs';

export type UnitFile = Map<string, Array<[key: string, value: string]>>;

/** Sections of a unit file; throws on a line that is neither a section, a setting nor a comment. */
function parseUnitFile(text: string): UnitFile {
  const sections: UnitFile = new Map();
  let current: Array<[string, string]> | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const section = /^\[([A-Za-z]+)\]$/.exec(line);
    if (section) {
      current = [];
      sections.set(section[1]!, current);
      return;
    }
    const setting = /^([A-Za-z][A-Za-z0-9]*)=(.*)$/.exec(line);
    if (!setting || !current) throw new Error(`line ${index + 1} is not a unit-file line: ${raw}`);
    current.push([setting[1]!, setting[2]!]);
  });
  return sections;
}

/** Every value of `key` in `section`, in file order. */
export function unitValues(unit: UnitFile, section: string, key: string): string[] {
  return (unit.get(section) ?? []).filter(([k]) => k === key).map(([, v]) => v);
}

/** The one value of `key`; throws when it is missing or repeated. */
export function unitValue(unit: UnitFile, section: string, key: string): string {
  const values = unitValues(unit, section, key);
  if (values.length !== 1) throw new Error(`[${section}] ${key} is set ${values.length} times`);
  return values[0]!;
}

/** `Environment=A=1 B=2` lines, with %i replaced by the instance name. */
export function unitEnvironment(unit: UnitFile, instance: string): Record<string, string> {
  const pairs = unitValues(unit, 'Service', 'Environment').flatMap((line) => line.split(/\s+/).filter(Boolean));
  return Object.fromEntries(pairs.map((pair) => pair.replaceAll('%i', instance).split(/=(.*)/s).slice(0, 2) as [string, string]));
}

/** An EnvironmentFile as systemd reads it: the whole rest of the line is the value (no inline comments). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`not an environment line: ${raw}`);
    env[match[1]!] = match[2]!;
  }
  return env;
}

export function readUnit(path: string): UnitFile {
  return parseUnitFile(readFileSync(path, 'utf8'));
}
