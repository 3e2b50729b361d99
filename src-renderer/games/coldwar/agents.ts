import { AGENTS, type AgentId, type SideView } from '../../../engine/coldwar';

export type AgentStatus = 'agentX' | 'hq' | 'leave' | 'terminated' | 'unknown';

/**
 * Where each of a side's six agents is, as far as this seat's view tells: `unknown` means "in HQ
 * or the face-down Agent X" (the view hides the HQ list while it would give a hidden Agent X away).
 */
export function agentStatuses(side: SideView): { id: AgentId; number: number; status: AgentStatus }[] {
  return AGENTS.map((a) => {
    let status: AgentStatus = 'unknown';
    if (side.agentX === a.id) status = 'agentX';
    else if (side.terminated.includes(a.id)) status = 'terminated';
    else if (side.onLeave.includes(a.id)) status = 'leave';
    else if (side.inHq?.includes(a.id)) status = 'hq';
    return { id: a.id, number: a.number, status };
  });
}
