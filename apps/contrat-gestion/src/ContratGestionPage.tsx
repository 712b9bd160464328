import { useState } from 'react';
import { LoadingOverlay, ToolPageFrame, useToolPage } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import type { ContratApi } from './api';
import { ContractEditDialog } from './components/ContractEditDialog';
import { ContractList } from './components/ContractList';
import { ToolFrameDialog } from './components/ToolFrameDialog';
import type { ToolFrame } from './components/ToolFrameDialog';
import { useContracts } from './hooks/useContracts';
import { texts } from './texts';

/** spec 4 §2.3 the availability planning, full screen, header hidden. */
const PLANNING: ToolFrame = { title: texts.frame.planning, route: 'planning-disponibilite' };

/**
 * spec 4 §2.3–2.6 /contrat-gestion (issue 38): the contract list; a row opens the edit form, the
 * create button the 5-step wizard, the calendar button the availability planning.
 */
export function ContratGestionPage({ api, session }: ToolPageProps<ContratApi>) {
  const { contracts, setup } = useContracts(api, session);
  const page = useToolPage<'wizard'>(session, { loads: [contracts, setup] });
  const [frame, setFrame] = useState<ToolFrame | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const contract = contracts.data?.find((c) => c.number === opened);

  return (
    <ToolPageFrame
      page={page}
      title={texts.title}
      failedMessage={texts.loadFailed}
      dialogs={
        <>
          {contract && setup.data && (
            <ContractEditDialog
              key={contract.number}
              api={api}
              contract={contract}
              setup={setup.data}
              userName={session.user?.name ?? ''}
              onRefused={session.onRefused}
              reloadContracts={contracts.reload}
              onFrame={setFrame}
              onClose={() => setOpened(null)}
            />
          )}
          <ToolFrameDialog frame={frame} onClose={() => setFrame(null)} />
        </>
      }
    >
      <ContractList
        contracts={contracts.data ?? []}
        loading={contracts.loading}
        onRefresh={page.retry}
        onPlanning={() => setFrame(PLANNING)}
        onCreate={() => page.open('wizard')}
        onOpen={(c) => setOpened(c.number)}
      />
      <LoadingOverlay open={page.loading && !contracts.data} />
    </ToolPageFrame>
  );
}
