import { Module } from '@nestjs/common';
import { AnonymousChatModule } from '../anonymous-chat/anonymous-chat.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { DeskModule } from '../desk/desk.module.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { SocketSession } from './socket-session.js';
import { TypingRelay } from './typing-relay.js';
import { UpgradeGate } from './upgrade-gate.js';

@Module({
  imports: [AuthModule, ChatModule, AnonymousChatModule, DeskModule],
  providers: [RealtimeGateway, SocketSession, UpgradeGate, TypingRelay],
})
export class RealtimeModule {}
