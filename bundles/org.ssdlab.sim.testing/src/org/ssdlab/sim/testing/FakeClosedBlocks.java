package org.ssdlab.sim.testing;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ssdlab.sim.api.gc.ClosedBlocks;

/**
 * Closed blocks set up by hand: the test closes blocks oldest first with their valid counts.
 * {@link #random()} draws from a fixed-seed {@link SplittableRandom} unless a script of blocks is
 * given, in which case it returns exactly those, in order, and fails when they run out.
 * Asking about a block that is not closed fails, so a policy cannot peek at other blocks.
 */
public final class FakeClosedBlocks implements ClosedBlocks {

    private static final int MAX_BLOCKS = 1024;

    private final int unitsPerBlock;
    private final long now;
    private final int[] valid = new int[MAX_BLOCKS];
    private final long[] closedAt = new long[MAX_BLOCKS];
    /** Position in closing order, -1 when not closed. */
    private final int[] position = new int[MAX_BLOCKS];
    /** Closed blocks, oldest first. */
    private final int[] members = new int[MAX_BLOCKS];
    private int count;

    private final SplittableRandom random = new SplittableRandom(20240611L);
    private int[] script;
    private int scripted;
    private int randomCalls;
    private int atCalls;

    public FakeClosedBlocks(int unitsPerBlock, long now) {
        this.unitsPerBlock = unitsPerBlock;
        this.now = now;
        Arrays.fill(position, -1);
    }

    /** Closes {@code block}; blocks must be closed oldest first, no later than {@link #now()}. */
    public FakeClosedBlocks close(int block, int validUnits, long at) {
        if (position[block] >= 0 || validUnits < 0 || validUnits > unitsPerBlock || at > now
                || (count > 0 && at < closedAt[members[count - 1]])) {
            throw new IllegalArgumentException("bad block " + block + " valid " + validUnits + " at " + at);
        }
        valid[block] = validUnits;
        closedAt[block] = at;
        position[block] = count;
        members[count++] = block;
        return this;
    }

    /** From now on {@link #random()} returns these blocks in order, then fails. */
    public FakeClosedBlocks script(int... blocks) {
        for (int block : blocks) {
            requireClosed(block);
        }
        script = blocks.clone();
        scripted = 0;
        return this;
    }

    public boolean isClosed(int block) {
        return block >= 0 && block < MAX_BLOCKS && position[block] >= 0;
    }

    public int randomCalls() {
        return randomCalls;
    }

    public int atCalls() {
        return atCalls;
    }

    private int requireClosed(int block) {
        if (!isClosed(block)) {
            throw new AssertionError("block " + block + " is not closed");
        }
        return block;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public int unitsPerBlock() {
        return unitsPerBlock;
    }

    @Override
    public int validUnits(int block) {
        return valid[requireClosed(block)];
    }

    @Override
    public long closedAt(int block) {
        return closedAt[requireClosed(block)];
    }

    @Override
    public long now() {
        return now;
    }

    @Override
    public int fewestValid() {
        int best = members[0];
        for (int i = 1; i < count; i++) {
            if (valid[members[i]] < valid[best]) {
                best = members[i];
            }
        }
        return best;
    }

    @Override
    public int oldest() {
        return members[0];
    }

    @Override
    public int newer(int block) {
        int next = position[requireClosed(block)] + 1;
        return next < count ? members[next] : -1;
    }

    @Override
    public int random() {
        randomCalls++;
        if (script == null) {
            return members[random.nextInt(count)];
        }
        if (scripted == script.length) {
            throw new AssertionError("random() called more than the " + script.length + " scripted times");
        }
        return script[scripted++];
    }

    /** Newest first: deliberately not closing order, which {@code at} does not promise. */
    @Override
    public int at(int position) {
        atCalls++;
        if (position < 0 || position >= count) {
            throw new IndexOutOfBoundsException(position);
        }
        return members[count - 1 - position];
    }
}
