/** Messages of team groups (issue 20); `{name}` parts are filled in by the server. */
export const TEAM_MESSAGES = {
  'team.nameRequired': { en: 'Enter the team name', zh: '请输入班组名称' },
  'team.coefficientFormat': {
    en: 'Enter a coefficient above 0 and at most 100 (percent, at most two decimals, e.g. 35.5)',
    zh: '请输入大于 0 且不超过 100 的系数（百分比，最多两位小数，如 35.5）',
  },
  'team.pickMembers': {
    en: 'Choose 1 to 50 members to add',
    zh: '请选择 1 至 50 名成员',
  },
  'team.overHundred': {
    en: 'The coefficients of team {team} would exceed 100 %; only {remaining} % is left. Nothing was changed',
    zh: '班组「{team}」的绩效系数合计将超过 100%，仅剩 {remaining}%，本次未做更改',
  },
  'team.workerTwice': {
    en: '{worker} is chosen twice; nothing was added',
    zh: '「{worker}」被重复选择，本次未添加',
  },
  'team.workerInTeam': {
    en: '{worker} is already in team {team} of this process; an employee appears once under a process. Nothing was added',
    zh: '「{worker}」已在本工序的班组「{team}」中，同一员工在一个工序下只能出现一次，本次未添加',
  },
  'team.notMember': {
    en: '{worker} is not an active member of this enterprise; nothing was added',
    zh: '「{worker}」不是本企业的在职成员，本次未添加',
  },
  'team.memberMissing': {
    en: 'This person is not in the team (any more); reload the team',
    zh: '该成员已不在此班组中，请刷新',
  },
  'team.processMissing': {
    en: 'The chosen process no longer exists; choose it again',
    zh: '所选工序已不存在，请重新选择',
  },
  // The unique keys' own messages, for calls racing past the checks.
  'team.nameTaken': {
    en: 'This process already has a team of that name',
    zh: '该工序下已有同名班组',
  },
  'team.workerTaken': {
    en: 'A chosen employee was just added to a team of this process; nothing was added',
    zh: '所选员工刚被加入本工序的其他班组，本次未添加',
  },
  'team.created': { en: 'Team created', zh: '班组已新建' },
  'team.membersAdded': { en: 'Members added', zh: '成员已添加' },
  'team.memberRemoved': { en: 'Member removed', zh: '成员已移除' },
} as const satisfies Record<string, { en: string; zh: string }>;
