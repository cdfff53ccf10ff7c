import { DESK_ERROR } from '@club/contracts';

export enum DeskErrorCode {
  AssigneeNotAdmin = 'assignee_not_admin',
}

export const DESK_ERROR_MESSAGES: Record<DeskErrorCode, string> = {
  [DeskErrorCode.AssigneeNotAdmin]: DESK_ERROR.assigneeNotAdmin,
};

/** Why a desk call was refused; answered over HTTP by the exception filter. */
export class DeskError extends Error {
  constructor(readonly code: DeskErrorCode) {
    super(DESK_ERROR_MESSAGES[code]);
  }
}
