import { lotEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';
import { InlineCreateCard } from '../../components/domain/InlineCreateCard';

/**
 * Cadastrar Lote on the block screen (project admins): the lot's short form (domain's
 * quickCreate view: the name; the block is this one), `POST /lots/create`; the form empties
 * and the new lot appears in the table.
 */
export const LotQuickCreate = ({ blockId }: { blockId: number }) => (
  <InlineCreateCard
    title="app.blocks.create_lot"
    created="app.blocks.lot_created"
    resource="lots"
    entity={lotEntity}
    parent={{ block_id: blockId }}
  >
    <DomainInput field="name" />
  </InlineCreateCard>
);
