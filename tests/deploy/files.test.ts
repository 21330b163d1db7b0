/**
 * The files deploy/ ships, checked without running them as a service: the systemd unit (parsed
 * here, and by `systemd-analyze verify` which the prerequisites install), the environment file (the
 * server's own config schema accepts it), and the TLS server blocks (`nginx -t` with a
 * throwaway certificate). production.test.ts runs the rest for real.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { limits } from '../../src/forms/limits.ts';
import { tempDir } from '../support/lead-app.ts';
import { envFilePath, unitPath } from './support/instances.ts';
import { nginxBinary } from './support/nginx.ts';
import { root } from './support/stack.ts';
import { parseEnvFile, readUnit, unitEnvironment, unitValue, unitValues } from './support/unit-file.ts';

const unit = readUnit(unitPath);
const deployNginx = join(root, 'deploy/nginx');

test('ascon@.service: a dedicated user, the hardening, no V8 flags, one port and data folder per instance', () => {
  const service = (key: string) => unitValue(unit, 'Service', key);
  expect([service('User'), service('Group')]).toEqual(['ascon', 'ascon']);
  for (const [key, value] of Object.entries({
    NoNewPrivileges: 'yes',
    ProtectSystem: 'strict',
    ProtectHome: 'yes',
    PrivateTmp: 'yes',
    PrivateDevices: 'yes',
    UMask: '0077',
  })) {
    expect(service(key), key).toBe(value);
  }
  expect(unitValues(unit, 'Service', 'MemoryDenyWriteExecute')).toEqual([]);
  expect(service('ReadWritePaths')).toBe('/var/lib/ascon/%i');
  expect(service('WorkingDirectory')).toBe('/srv/ascon/current');
  expect(service('ExecStart').split(/\s+/)).toEqual(['/srv/ascon/current/node_modules/.bin/node', 'server/main.ts']);
  expect(unitEnvironment(unit, '2')).toMatchObject({ PORT: '3002', DATA_DIR: '/var/lib/ascon/2' });
  expect(service('EnvironmentFile')).toBe('/etc/ascon/ascon.env');
});

test('systemd-analyze verify accepts ascon@.service (scripts/prerequisites.ts installs systemd)', () => {
  // verify checks that ExecStart exists: point /srv/ascon/current at this checkout, nothing else changes.
  const dir = tempDir('deploy-units-');
  writeFileSync(join(dir, 'ascon@1.service'), readFileSync(unitPath, 'utf8').replaceAll('/srv/ascon/current', root));
  const verified = spawnSync('systemd-analyze', ['verify', join(dir, 'ascon@1.service')], { encoding: 'utf8' });
  expect(verified.status, verified.stderr).toBe(0);
  // Unknown keys and bad values are only warnings ("…, ignoring"): none may be printed.
  expect(verified.stderr + verified.stdout).toBe('');
});

test('deploy/ascon.env passes the server’s config schema, trusts exactly one proxy and fits nginx’s body limit', () => {
  const shared = parseEnvFile(readFileSync(envFilePath, 'utf8'));
  // The file would override the unit's per-instance values (EnvironmentFile= wins in systemd).
  expect(Object.keys(shared).filter((key) => key in unitEnvironment(unit, '1'))).toEqual([]);
  const env = { ...unitEnvironment(unit, '1'), ...shared };
  const config = loadConfig(env);
  expect(config.HOST).toBe('127.0.0.1');
  expect(config.PORT).toBe(3001);
  expect(config.HSTS).toBe(true);
  expect(config.RATE_LIMIT_STORE).toBe('database');
  const trust = config.TRUST_PROXY as (address: string, hop: number) => boolean;
  expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  const locations = readFileSync(join(deployNginx, 'ascon-locations.conf'), 'utf8');
  const maxBody = Number(/^client_max_body_size (\d+)m;/m.exec(locations)?.[1]) * 1024 * 1024;
  // Room for the fields and boundaries of a whole application above the CV itself.
  expect(maxBody - limits.cvMaxBytes).toBeGreaterThanOrEqual(256 * 1024);
});

test('nginx -t accepts the TLS server blocks of ascon-site.conf with the shipped includes', () => {
  const dir = tempDir('deploy-tls-');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.ascon-erp.com',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  copyFileSync(join(deployNginx, 'ascon-upstream.conf'), join(dir, 'upstream.conf'));
  const site = readFileSync(join(deployNginx, 'ascon-site.conf'), 'utf8')
    .replaceAll('/etc/letsencrypt/live/www.ascon-erp.com', dir)
    .replaceAll('/etc/nginx/ascon/upstream.conf', join(dir, 'upstream.conf'))
    .replaceAll('/etc/nginx/ascon/locations.conf', join(deployNginx, 'ascon-locations.conf'))
    .replaceAll('/var/log/nginx/', `${dir}/`);
  // Every server block logs in the privacy notice's format (tests/unit/privacy-notice-server.test.ts).
  expect(site.match(/access_log \S+ ascon_minimal;/g)).toHaveLength(3);
  writeFileSync(join(dir, 'site.conf'), site);
  const conf = `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${deployNginx}/ascon-http.conf;\n  include ${dir}/site.conf;\n}\n`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const checked = spawnSync(nginxBinary, ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf'), '-t'], { encoding: 'utf8' });
  expect(checked.status, checked.stderr).toBe(0);
  expect(checked.stderr).not.toMatch(/\[(warn|emerg)\]/);
});
