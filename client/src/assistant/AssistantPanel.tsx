/** The AI assistant chat panel toggled by the floating button (owned by the assistant area). */
export function AssistantPanel(_props: { onClose: () => void }) {
  return null;
}
