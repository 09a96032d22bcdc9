import { MenuItem, TextField } from '@mui/material';
import { ROLE_CHOICES, getField, isRole, memberEntity, type Role } from '../../../components/domain/model';
import type { ProjectMember } from '../../../providers/dataProvider';

const LABEL = getField(memberEntity, 'project_role')?.label ?? '';

/** A member's project role, changed at once (project admins). */
export const MemberRoleSelect = ({ member, onChange }: { member: ProjectMember; onChange: (role: Role) => void }) => (
  <TextField
    select
    size="small"
    variant="standard"
    value={member.project_role}
    onChange={(event) =>
      isRole(event.target.value) && event.target.value !== member.project_role && onChange(event.target.value)
    }
    slotProps={{ htmlInput: { 'aria-label': `${LABEL}: ${member.name ?? member.email}` } }}
    sx={{ minWidth: 160 }}
  >
    {ROLE_CHOICES.map((choice) => (
      <MenuItem key={choice.id} value={choice.id}>
        {choice.name}
      </MenuItem>
    ))}
  </TextField>
);
