// Development only: the shell routes `/dev/flows` here when `import.meta.env.DEV` (issue 8
// item 9). Production builds leave the route, and so this chunk, out.
import { FlowPreview } from '../ui/flow-preview/flow-preview';

export default function FlowPreviewPage() {
  return <FlowPreview />;
}
