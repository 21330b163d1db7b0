/**
 * Debian's nginx as a foreground process the test owns: its own prefix (config, pid, logs,
 * temp files) in a temporary folder, listening on a free port of 127.0.0.1 and ::1, plain
 * HTTP (TLS is the operator's: README "Deploy to production"). The http-level file is
 * deploy/nginx/'s own, included unchanged; the server-level file is too, with the test's home
 * instead of /srv/ascon (the release nginx serves when no instance answers); the upstream file
 * is deploy/nginx/ascon-upstream.conf with the test's instance ports instead of 3001/3002.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

const deployNginx = resolve(import.meta.dirname, '../../../deploy/nginx');
export const nginxBinary = '/usr/sbin/nginx';

export interface Nginx {
  port: number;
  /** The command deploy/release.sh runs to reload this nginx (ASCON_NGINX_RELOAD). */
  reloadCommand: string;
  upstreamFile: string;
  output(): string;
  stop(): Promise<void>;
}

/** The test's nginx.conf: Debian's main context, made local; everything the site needs comes from deploy/nginx/. */
function mainConfig(prefix: string, port: number, upstreamFile: string, locationsFile: string): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  include ${deployNginx}/ascon-http.conf;
  include ${upstreamFile};
  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    server_name localhost;
    include ${locationsFile};
    # Test only: the rate-limit key nginx derived for this client, to check the /64 map.
    location = /__client-key { return 200 "$ascon_client"; }
  }
}
`;
}

function upstreamFor(ports: number[]): string {
  const shipped = readFileSync(join(deployNginx, 'ascon-upstream.conf'), 'utf8');
  const replaced = shipped.replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`).replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`);
  if (replaced === shipped) throw new Error('deploy/nginx/ascon-upstream.conf no longer names 127.0.0.1:3001/3002');
  return replaced;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** deploy/nginx/ascon-locations.conf with the test's ASCON_HOME for /srv/ascon. */
function locationsFor(home: string): string {
  const shipped = readFileSync(join(deployNginx, 'ascon-locations.conf'), 'utf8');
  if (!shipped.includes('/srv/ascon/current/')) throw new Error('deploy/nginx/ascon-locations.conf no longer names /srv/ascon/current/');
  return shipped.replaceAll('/srv/ascon/', `${home}/`);
}

export async function startNginx(prefix: string, port: number, instancePorts: number[], home: string): Promise<Nginx> {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} not found: apt-get install -y nginx (npm test installs it as root)`);
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  // nginx started as root runs its workers as `nobody`: they must reach the temp folders.
  chmodSync(prefix, 0o711);
  const upstreamFile = join(prefix, 'upstream.conf');
  writeFileSync(upstreamFile, upstreamFor(instancePorts));
  const locationsFile = join(prefix, 'locations.conf');
  writeFileSync(locationsFile, locationsFor(home));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix, port, upstreamFile, locationsFile));
  const args = ['-p', prefix, '-e', 'stderr', '-c', conf];
  const check = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(nginxBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    upstreamFile,
    reloadCommand: [nginxBinary, ...args, '-s', 'reload'].join(' '),
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
