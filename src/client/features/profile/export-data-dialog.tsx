import { FileJson, FileText } from 'lucide-react';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';

const linkClass =
  'flex w-full items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-accent-600';

/**
 * 'Exportera mina uppgifter': what the export holds and two downloads of `GET /api/me/export`,
 * JSON (portable) and HTML (readable). Plain links: the browser downloads them with the session cookie.
 */
export function ExportDataDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      closeLabel={t.close}
      open={open}
      onOpenChange={onOpenChange}
      title={t.exportData}
      description={t.exportText}
    >
      <div className="space-y-2">
        <a href="/api/me/export?format=json" download className={linkClass}>
          <FileJson className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
          <span>
            <span className="block font-medium text-stone-900">{t.exportJson}</span>
            <span className="block text-sm text-stone-500">{t.exportJsonHint}</span>
          </span>
        </a>
        <a href="/api/me/export?format=html" download className={linkClass}>
          <FileText className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
          <span>
            <span className="block font-medium text-stone-900">{t.exportHtml}</span>
            <span className="block text-sm text-stone-500">{t.exportHtmlHint}</span>
          </span>
        </a>
      </div>
    </Modal>
  );
}
