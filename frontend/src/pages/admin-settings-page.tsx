import { AdminConsoleFrame } from '@/features/admin-console/components/admin-console-frame';
import { SiteSettingsEditor } from '@/features/admin-settings/components/site-settings-editor';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The club's public settings: contact details, community links, club code, support hours. */
export function AdminSettingsPage() {
  useDocumentTitle('Club Settings');
  return (
    <AdminConsoleFrame title="Club Settings">{() => <SiteSettingsEditor />}</AdminConsoleFrame>
  );
}
