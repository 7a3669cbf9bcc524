package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/**
 * One member behind a filter (LVM, encryption, a USB bridge): requests go to the member at the
 * same LBAs, after the layer's command latency, with data crossing the layer's link; TRIM passes
 * or is dropped, and an encrypting layer hands the drive incompressible data.
 */
final class FilterDevice extends LayeredDevice {

    private static final long SECTOR_BYTES = 512;

    private final BlockDevice member;
    private final FilterRules rules;
    private final SerialLink link;

    FilterDevice(BlockDevice member, FilterRules rules) {
        super(List.of(member), rules.passesTrim());
        this.member = member;
        this.rules = rules;
        this.link = rules.newLink();
    }

    @Override
    public long userSectors() {
        return member.userSectors();
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        long atMember = link.carry(afterCommand(now), sectors * SECTOR_BYTES);
        return member.write(atMember, lba, sectors, rules.incompressible() ? 0 : compressibility);
    }

    @Override
    public long read(long now, long lba, int sectors) {
        long readFromMember = member.read(afterCommand(now), lba, sectors);
        return link.carry(readFromMember, sectors * SECTOR_BYTES);
    }

    @Override
    long trimMembers(long now, long lba, int sectors) {
        return member.trim(afterCommand(now), lba, sectors);
    }

    private long afterCommand(long now) {
        return now + rules.commandLatencyNanos();
    }
}
