/**
 * Every icon name, listed once: content schemas accept these names, and Icon.tsx renders each as
 * lucide's icon of the same name in PascalCase (`building-2` → `Building2`; one set, one stroke).
 */
export const iconNames = [
  'activity', 'arrow-right', 'check', 'chevron-down', 'chevron-right', 'external-link', 'menu', 'pause', 'phone', 'play', 'x', 'alarm-clock', 'award', 'badge-check', 'banknote', 'bar-chart', 'bell', 'book-open',
  'boxes', 'briefcase', 'building', 'building-2', 'calculator', 'calendar', 'car', 'chart-pie',
  'clipboard-check', 'clipboard-list', 'clock', 'cloud', 'code', 'coins', 'cpu', 'credit-card',
  'database', 'factory', 'file-check', 'file-text', 'fingerprint', 'gauge', 'gift', 'globe',
  'graduation-cap', 'hammer', 'hand-coins', 'handshake', 'hard-hat', 'headset', 'heart-pulse',
  'home', 'key-round', 'landmark', 'layers', 'layout-dashboard', 'leaf', 'line-chart', 'lock',
  'mail', 'map-pin', 'megaphone', 'message-square', 'monitor', 'package', 'percent', 'pill',
  'printer', 'receipt', 'repeat', 'route', 'scale', 'school', 'search', 'settings', 'shield-check',
  'shopping-cart', 'smartphone', 'sparkles', 'store', 'tag', 'target', 'tractor', 'trending-up',
  'truck', 'user-check', 'user-cog', 'users', 'wallet', 'warehouse', 'workflow', 'wrench', 'zap',
] as const;
export type IconName = (typeof iconNames)[number];
