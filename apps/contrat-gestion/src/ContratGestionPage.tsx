import { useEffect, useState } from 'react';
import { WIZARD_OPEN_DELAY_MS, text } from '@locasuite/core';
import { ToolPageFrame, useToolPage } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import type { ContratApi } from './api';
import { ContractEditDialog } from './components/ContractEditDialog';
import { ContractList } from './components/ContractList';
import { ToolFrameDialog } from './components/ToolFrameDialog';
import type { ToolFrame } from './components/ToolFrameDialog';
import { useContracts } from './hooks/useContracts';
import { texts } from './texts';
import { ContractWizard } from './wizard/ContractWizard';

/** spec 4 §2.3 the availability planning, full screen, header hidden. */
const PLANNING: ToolFrame = { title: texts.frame.planning, route: 'planning-disponibilite' };

/**
 * spec 4 §2.3–2.6 /contrat-gestion (issue 38): the contract list; a row opens the edit form, the
 * create button the 5-step wizard, the calendar button the availability planning.
 */
export function ContratGestionPage({
  api,
  session,
  now = Date.now,
}: ToolPageProps<ContratApi> & { readonly now?: () => number }) {
  const { contracts, setup } = useContracts(api, session);
  const page = useToolPage<'wizard'>(session, { loads: [contracts, setup] });
  const [frame, setFrame] = useState<ToolFrame | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  // spec 4 §4.4 the new contract, « looked up by numero_reservation, else by 'N° Contrat Comp' ».
  const contract =
    contracts.data?.find((c) => c.reservation === opened) ??
    contracts.data?.find((c) => c.number === opened);
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created === null) return undefined;
    const timer = setTimeout(() => {
      setOpened(created);
      setCreated(null);
    }, WIZARD_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created]);

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
              refreshing={contracts.loading}
              onFrame={setFrame}
              onClose={() => setOpened(null)}
            />
          )}
          {page.dialog === 'wizard' && setup.data && (
            <ContractWizard
              api={api}
              setup={setup.data}
              companyId={text(session.user?.record.ID_Societe)}
              now={now()}
              onRefused={session.onRefused}
              onClose={page.close}
              onPlanning={() => setFrame(PLANNING)}
              onCreated={(ref) => {
                page.close();
                page.notify(texts.wizard.created(ref));
                contracts.reload();
                setCreated(ref);
              }}
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
    </ToolPageFrame>
  );
}
