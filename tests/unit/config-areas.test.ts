// The configuration's areas (server/config/): .env.example lists each variable under its
// area's heading with the default the schema has, every variable refuses a nonsense value by
// name (or is known free text), and the composed config is frozen.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configAreas, loadConfig } from '../../server/config/index.ts';

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const areaFiles = ['http', 'site', 'data', 'mail', 'webhooks', 'leads', 'cv-disarm'];

/** Each heading's variables, commented (`# NAME=`: no default to state) or set (`NAME=value`). */
function exampleSections() {
  const sections = new Map<string, Map<string, string | null>>();
  let current: Map<string, string | null> | undefined;
  for (const line of example.split('\n')) {
    const heading = /^# --- .*\(server\/config\/([a-z-]+)\.ts\)/.exec(line);
    if (heading) sections.set(heading[1]!, (current = new Map()));
    const set = /^([A-Z][A-Z0-9_]*)=(.*?)(?:\s+#.*)?$/.exec(line);
    const unset = /^# ([A-Z][A-Z0-9_]*)=/.exec(line);
    if (set) current?.set(set[1]!, set[2]!);
    else if (unset) current?.set(unset[1]!, null);
  }
  return sections;
}

/** Variables any string is good for: paths, host names, keys, credentials of the mail service. */
const freeText = new Set([
  'HOST',
  'DIST_DIR',
  'SITE_SOURCE_DIR',
  'DATA_DIR',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
]);

describe('configuration areas', () => {
  const sections = exampleSections();

  it('lists every variable once, under the heading of the module that reads it', () => {
    expect([...sections.keys()]).toEqual(areaFiles);
    configAreas.forEach((area, index) => {
      expect([...sections.get(areaFiles[index]!)!.keys()].sort(), areaFiles[index]).toEqual(Object.keys(area.shape).sort());
    });
  });

  it("states each set variable's default as the schema has it", () => {
    const defaults = loadConfig({});
    for (const values of sections.values()) {
      for (const [name, value] of values) {
        if (value === null || name === 'TRUST_PROXY') continue; // a function: its behaviour is tested in hostile/input
        const loaded = loadConfig({ [name]: value });
        if (name === 'DATA_DIR') expect(loaded.dataDir).toBe(defaults.dataDir);
        else expect(loaded[name as keyof typeof loaded], name).toEqual(defaults[name as keyof typeof defaults]);
      }
    }
  });

  it('refuses a nonsense value of every variable by its name, free text excepted', () => {
    const names = configAreas.flatMap((area) => Object.keys(area.shape));
    for (const name of names) {
      const load = () => loadConfig({ [name]: 'nonsense value' });
      if (freeText.has(name)) expect(load, name).not.toThrow();
      else {
        expect(load, name).toThrow(ConfigError);
        expect(load, name).toThrow(new RegExp(`^  ${name}: `, 'm'));
      }
    }
  });

  it('composes one frozen config, with the defaults that depend on another area', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => Object.assign(config, { PORT: 1 })).toThrow(TypeError);
    expect(config.RATE_LIMIT_STORE).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ascon' }).RATE_LIMIT_STORE).toBe('database');
  });
});
