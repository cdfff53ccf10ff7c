import { panelAvailability, type PanelAvailability } from './support-availability';
import { useGetSupportStatusQuery } from './support-status-api';

/** The open panel's availability: the server's live status, and whether support is typing here. */
export function usePanelAvailability(supportTyping: boolean): PanelAvailability {
  const { data } = useGetSupportStatusQuery();
  return panelAvailability(data, supportTyping);
}
