import type { InboxAlertSettings } from '@club/contracts';
import { localStore } from '@/lib/local-store';

/**
 * Alert settings live in this browser, one entry per admin id: the desktop-notification
 * permission they depend on is the browser's, and an admin may want sound at one desk and
 * silence at another. Two admins sharing a browser keep their own.
 */
export const DEFAULT_ALERT_SETTINGS: InboxAlertSettings = { sound: true, desktop: false };

export function alertSettingsKey(adminId: string): string {
  return `inboxAlerts:${adminId}`;
}

export function loadAlertSettings(adminId: string): InboxAlertSettings {
  const stored = localStore.get(alertSettingsKey(adminId));
  if (!stored) return DEFAULT_ALERT_SETTINGS;
  try {
    const parsed = JSON.parse(stored) as Partial<InboxAlertSettings>;
    return {
      sound: typeof parsed.sound === 'boolean' ? parsed.sound : DEFAULT_ALERT_SETTINGS.sound,
      desktop:
        typeof parsed.desktop === 'boolean' ? parsed.desktop : DEFAULT_ALERT_SETTINGS.desktop,
    };
  } catch {
    return DEFAULT_ALERT_SETTINGS;
  }
}

export function saveAlertSettings(adminId: string, settings: InboxAlertSettings): void {
  localStore.set(alertSettingsKey(adminId), JSON.stringify(settings));
}
