import { useCallback, useState } from 'react';
import type { InboxAlertSettings, NewMessageEvent } from '@club/contracts';
import { useRealtimeEvents } from '@/realtime/use-realtime';
import { playAlertChime } from './alert-chime';
import { memberDisplayName } from './display-name';
import { loadAlertSettings, saveAlertSettings } from './inbox-alert-settings';

const PREVIEW_LENGTH = 120;

function alertOf(event: NewMessageEvent): { title: string; body: string } {
  const { message } = event;
  const sender = 'sender' in message && message.sender ? memberDisplayName(message.sender) : null;
  const body =
    message.messageType === 'image'
      ? message.content || 'Sent an image'
      : message.content.slice(0, PREVIEW_LENGTH);
  return { title: sender ? `New message from ${sender}` : 'New message from a visitor', body };
}

function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * Sound and desktop alerts for customer messages the admin cannot see: in a conversation
 * other than the open one, or any while the tab is hidden. Counts what it played, and names
 * the last message it alerted for (`conversationId:messageId`), so tests can tell.
 */
export function useInboxAlerts(adminId: string, openConversationId: string | null) {
  const [settings, setSettings] = useState(() => loadAlertSettings(adminId));
  const [played, setPlayed] = useState({ sounds: 0, notifications: 0, last: '' });

  const update = useCallback(
    (next: InboxAlertSettings) => {
      setSettings(next);
      saveAlertSettings(adminId, next);
    },
    [adminId],
  );

  useRealtimeEvents((event) => {
    if (event.type !== 'new_message' || event.message.isFromAdmin) return;
    const onScreen = !document.hidden && event.message.conversationId === openConversationId;
    if (onScreen) return;
    const last = `${event.message.conversationId}:${event.message.id}`;
    if (settings.sound) {
      playAlertChime();
      setPlayed((count) => ({ ...count, sounds: count.sounds + 1, last }));
    }
    if (settings.desktop && document.hidden && canNotify()) {
      const { title, body } = alertOf(event);
      const notification = new Notification(title, { body, tag: event.message.conversationId });
      notification.onclick = () => window.focus();
      setPlayed((count) => ({ ...count, notifications: count.notifications + 1, last }));
    }
  });

  return { settings, update, played };
}
